import torch
import torch.nn.utils.prune as prune
from torch import nn

torch.manual_seed(0)
conv = nn.Conv2d(3, 8, kernel_size=3)
prune.ln_structured(conv, name="weight", amount=0.5, n=1, dim=0)
prune.remove(conv, "weight")

out = conv(torch.randn(1, 3, 5, 5))
print(conv.weight.shape, out.shape)  # still 8 channels computed
print(out[0].flatten(1).std(dim=1) == 0)  # half of them are constant (the bias)
