import torch
import torch.nn.functional as F


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 4)

    def forward(self, x):
        return F.dropout(self.fc(x), p=0.5)  # training not passed: always True


torch.manual_seed(0)
model = Net().eval()  # eval() cannot reach a plain function call
x = torch.randn(1, 4)
with torch.no_grad():
    print(torch.equal(model(x), model(x)))  # False: still dropping at "inference"
