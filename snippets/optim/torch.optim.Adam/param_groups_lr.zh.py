import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = torch.nn.Linear(8, 8)
        self.classifier = torch.nn.Linear(8, 3)


model = Net().to(device)
opt = torch.optim.Adam(
    [
        {"params": model.backbone.parameters(), "lr": 1e-4},  # 预训练部分：较小的学习率
        {"params": model.classifier.parameters(), "lr": 1e-3},  # 新的分类头：较大的学习率
    ],
    weight_decay=0.0,
)
print([g["lr"] for g in opt.param_groups])
print([g["betas"] for g in opt.param_groups])
