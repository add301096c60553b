import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2)).to(device)
sd = model.state_dict()
for k, v in sd.items():
    print(k, tuple(v.shape), v.dtype)

print(sd["0.weight"].requires_grad)  # 已分离（detach）
torch.save(sd, "weights.pt")  # 保存字典，而不是模块本身

restored = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2)).to(device)
print(restored.load_state_dict(torch.load("weights.pt", map_location=device)))
print(torch.equal(restored[0].weight, model[0].weight))
