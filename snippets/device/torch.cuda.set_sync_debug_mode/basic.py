import warnings

import torch

if torch.cuda.is_available():
    x = torch.randn(1000, device="cuda")
    torch.cuda.set_sync_debug_mode("warn")  # report every operation that waits for the GPU
    print("mode:", torch.cuda.get_sync_debug_mode())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        y = x * 2  # queued, no wait
        n = int((y > 0).sum())  # int() copies the result to the CPU and waits
    print("warnings:", len(caught) > 0)
    torch.cuda.set_sync_debug_mode("default")  # back to silent
else:
    print("no CUDA device: the sync debug mode needs a GPU")
