import torch
import torch.nn.functional as F


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(4, 16)
        self.fc2 = torch.nn.Linear(16, 2)

    def forward(self, x):
        h = F.relu(self.fc1(x))
        h = F.dropout(h, p=0.5, training=self.training)  # 跟随 model.train()/eval() 切换
        return self.fc2(h)


torch.manual_seed(0)
model = MLP().eval()
x = torch.randn(3, 4)
print(torch.equal(model(x), model(x)))  # 评估模式下结果确定
model.train()
print(torch.equal(model(x), model(x)))  # 训练模式下结果随机
