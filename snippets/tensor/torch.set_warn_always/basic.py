import warnings

import torch


def meshgrid_warnings(n):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")              # let Python show every warning it receives
        for _ in range(n):
            torch.meshgrid(torch.arange(2), torch.arange(2))   # a C++ warn-once warning
    return len(caught)


print(torch.is_warn_always_enabled())
print(meshgrid_warnings(3))       # the first call in the process warns, once
print(meshgrid_warnings(3))       # already warned: silence from then on

torch.set_warn_always(True)
print(torch.is_warn_always_enabled(), meshgrid_warnings(3))   # every call warns
torch.set_warn_always(False)
