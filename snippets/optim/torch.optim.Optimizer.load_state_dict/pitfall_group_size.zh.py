import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
saved = torch.optim.SGD(model.parameters(), lr=0.1).state_dict()  # weight 和 bias

# 新的训练冻结了 bias，于是优化器只持有一个张量，而不是两个。
opt = torch.optim.SGD([model.weight], lr=0.1)
opt.load_state_dict(saved)
