import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()  # 第一行：建立参数 / 子模块的注册表
        self.fc = torch.nn.Linear(3, 1)

    def forward(self, x):
        return self.fc(x)


net = Net().to(device)
print([name for name, _ in net.named_parameters()])
print(net(torch.ones(2, 3, device=device)).shape)
