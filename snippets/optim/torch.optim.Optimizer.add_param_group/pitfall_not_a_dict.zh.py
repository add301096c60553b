import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

backbone = torch.nn.Linear(4, 4).to(device)
head = torch.nn.Linear(4, 2).to(device)
opt = torch.optim.SGD(head.parameters(), lr=0.1)

opt.add_param_group(backbone.parameters())  # 需要传入 {"params": ...}
