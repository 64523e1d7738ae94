// The generic page script: written by the page helper.
