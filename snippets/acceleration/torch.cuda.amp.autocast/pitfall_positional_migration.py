import torch

use_amp = True

# Old code: torch.cuda.amp.autocast(use_amp)  -- first positional arg is `enabled`
# Naive migration keeps the positional argument:
with torch.autocast(use_amp):
    pass
