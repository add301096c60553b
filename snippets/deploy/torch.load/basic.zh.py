import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Linear(3, 2).to(device)
torch.save({"epoch": 3, "model": model.state_dict()}, "ckpt.pt")

# 默认 weights_only=True：张量、字典、列表、数字和字符串都能正常加载。
ckpt = torch.load("ckpt.pt", map_location="cpu")
print(ckpt["epoch"], {k: (tuple(v.shape), v.device.type) for k, v in ckpt["model"].items()})

fresh = nn.Linear(3, 2)
print(fresh.load_state_dict(ckpt["model"]))
