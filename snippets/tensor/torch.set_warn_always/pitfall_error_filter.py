import warnings

import torch

torch.meshgrid(torch.arange(2), torch.arange(2))   # warned here, early on

warnings.simplefilter("error")                     # make warnings raise, to find where they come from
torch.meshgrid(torch.arange(2), torch.arange(2))   # no exception: torch does not warn a second time
print("no exception")

torch.set_warn_always(True)
torch.meshgrid(torch.arange(2), torch.arange(2))   # now it raises, with a traceback to this line
