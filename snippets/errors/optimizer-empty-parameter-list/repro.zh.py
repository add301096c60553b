import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # 普通的 Python 列表：nn.Module 看不到里面的层。
        self.layers = [torch.nn.Linear(4, 4), torch.nn.Linear(4, 2)]

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


model = Net().to(device)
print("parameters seen by the module:", len(list(model.parameters())))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
