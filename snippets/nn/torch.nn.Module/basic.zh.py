import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class MLP(nn.Module):
    def __init__(self, d_in, d_hidden, d_out):
        super().__init__()  # 必须在给任何子模块赋值之前调用
        self.fc1 = nn.Linear(d_in, d_hidden)  # 属性赋值即完成子模块的注册
        self.act = nn.ReLU()
        self.fc2 = nn.Linear(d_hidden, d_out)
        self.register_buffer("scale", torch.tensor(0.5))  # 会被保存、随模块移动设备，但不参与训练

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x))) * self.scale


torch.manual_seed(0)
model = MLP(4, 8, 2).to(device)
print(model)
print([name for name, _ in model.named_parameters()])
print(list(model.state_dict().keys()))
x = torch.randn(3, 4, device=device)
print(model(x).shape)  # 调用模块本身而不是 model.forward(x)，这样钩子才会执行
