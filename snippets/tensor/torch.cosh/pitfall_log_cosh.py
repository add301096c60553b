import math

import torch
import torch.nn.functional as F

err = torch.tensor([0.5, 20.0, 100.0])        # prediction errors
print(torch.log(torch.cosh(err)))             # cosh(100) overflows: inf loss

a = err.abs()
print(a + F.softplus(-2 * a) - math.log(2))   # the same function, no overflow
