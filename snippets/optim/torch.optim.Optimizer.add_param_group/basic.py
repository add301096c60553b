import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

backbone = torch.nn.Linear(4, 4).to(device)
head = torch.nn.Linear(4, 2).to(device)
backbone.requires_grad_(False)

opt = torch.optim.AdamW(head.parameters(), lr=1e-3)
print(len(opt.param_groups))

# Later: unfreeze the backbone and train it with a smaller learning rate.
backbone.requires_grad_(True)
opt.add_param_group({"params": backbone.parameters(), "lr": 1e-4})
for g in opt.param_groups:
    print(g["lr"], g["weight_decay"], len(g["params"]))  # missing keys come from the defaults
