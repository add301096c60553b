import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


pretrained = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 10)).to(device)
state = pretrained.state_dict()

model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 5)).to(device)
own = model.state_dict()
# 只保留形状匹配的张量；新的分类头保持其全新的初始化。
compatible = {k: v for k, v in state.items() if k in own and v.shape == own[k].shape}
skipped = sorted(set(state) - set(compatible))
print("skipped:", skipped)
result = model.load_state_dict(compatible, strict=False)
print("missing (newly initialised):", result.missing_keys)
print("backbone loaded:", torch.equal(model[0].weight, pretrained[0].weight))
