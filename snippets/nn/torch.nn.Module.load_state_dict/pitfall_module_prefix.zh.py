import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

wrapped = nn.DataParallel(nn.Sequential(nn.Linear(3, 2)))  # DDP 也会加上同样的前缀
sd = wrapped.state_dict()
print(list(sd.keys()))

plain = nn.Sequential(nn.Linear(3, 2)).to(device)
plain.load_state_dict(sd)
