import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

skip = nn.Identity()
x = torch.zeros(3, device=device)
y = skip(x)
print(y is x)  # no copy
y += 1  # modifies x as well
print(x)
