import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = nn.Linear(3, 2).to(device)
torch.save({"epoch": 3, "model": model.state_dict()}, "ckpt.pt")

# weights_only=True is the default: tensors, dicts, lists, numbers and strings load fine.
ckpt = torch.load("ckpt.pt", map_location="cpu")
print(ckpt["epoch"], {k: (tuple(v.shape), v.device.type) for k, v in ckpt["model"].items()})

fresh = nn.Linear(3, 2)
print(fresh.load_state_dict(ckpt["model"]))
