import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 用 10 个类别预训练，用 5 个类别微调：分类头的形状不同。
pretrained = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 10)).to(device)
state = pretrained.state_dict()

model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 5)).to(device)
model.load_state_dict(state)
