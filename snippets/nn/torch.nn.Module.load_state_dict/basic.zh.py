import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
src = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)).to(device)
dst = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)).to(device)

result = dst.load_state_dict(src.state_dict())
print(result)
print(torch.equal(dst[0].weight, src[0].weight))

# 换了新的输出头：加载能匹配的部分，再检查没匹配上的
bigger = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2), nn.Linear(2, 1)).to(device)
result = bigger.load_state_dict(src.state_dict(), strict=False)
print(result.missing_keys)
print(result.unexpected_keys)
