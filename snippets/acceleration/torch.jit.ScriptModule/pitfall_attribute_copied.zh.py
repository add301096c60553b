import torch
import torch.nn as nn


class Scaler(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(1, 1, bias=False)
        self.scale = 1.0

    def forward(self, x):
        return self.fc(x) * self.scale


model = Scaler()
scripted = torch.jit.script(model)
x = torch.ones(1, 1)

with torch.no_grad():
    model.fc.weight.fill_(3.0)  # 参数是共享的：编译后的模型能看到这次修改
model.scale = 10.0  # 普通属性在编译时被复制：编译后的模型看不到
print(model(x).item(), scripted(x).item())

scripted.scale = 10.0  # 直接在 ScriptModule 上设置
print(scripted(x).item())
