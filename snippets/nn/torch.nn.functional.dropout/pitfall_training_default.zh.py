import torch
import torch.nn.functional as F


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 4)

    def forward(self, x):
        return F.dropout(self.fc(x), p=0.5)  # 没传 training：始终为 True


torch.manual_seed(0)
model = Net().eval()  # eval() 管不到普通的函数调用
x = torch.randn(1, 4)
with torch.no_grad():
    print(torch.equal(model(x), model(x)))  # False：“推理”时仍在丢弃
