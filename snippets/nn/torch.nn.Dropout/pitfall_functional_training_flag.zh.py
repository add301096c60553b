import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(torch.nn.Module):
    def forward(self, x):
        # F.dropout 默认 training=True，感知不到 model.eval()
        return F.dropout(x, p=0.5)


class FixedNet(torch.nn.Module):
    def forward(self, x):
        return F.dropout(x, p=0.5, training=self.training)


torch.manual_seed(0)
x = torch.ones(6, device=device)
net, fixed = Net().eval(), FixedNet().eval()
print(net(x))    # 评估模式下仍在丢弃
print(fixed(x))  # 评估模式下为恒等映射
