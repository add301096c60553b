import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = nn.BatchNorm1d(2).to(device)
x = torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)
print(bn.running_mean)

with torch.no_grad():  # "validation" without eval()
    bn(x)
print(bn.running_mean)  # running statistics changed anyway

bn.eval()
with torch.no_grad():
    bn(x)
print(bn.running_mean)  # unchanged in eval mode
