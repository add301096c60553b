import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)).to(device)
saved = torch.optim.SGD(model.parameters(), lr=0.1).state_dict()  # 一个参数组

# 恢复训练的脚本把模型分成了两个参数组（例如学习率不同）。
opt = torch.optim.SGD(
    [{"params": model[0].parameters()}, {"params": model[1].parameters(), "lr": 0.01}], lr=0.1
)
opt.load_state_dict(saved)
