import warnings

import torch

torch.set_warn_always(True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("default")        # Python's default: once per call site
    for _ in range(3):
        torch.meshgrid(torch.arange(2), torch.arange(2))
print(torch.is_warn_always_enabled(), len(caught))   # torch sent three, Python showed one
