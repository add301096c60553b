import torch
import torch.nn as nn


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)
        self.drop = nn.Dropout(0.5)
        self.temperature = 2.0  # float 属性：保留，类型为 float
        self.labels = ["cat", "dog"]  # 字符串列表：保留，类型为 List[str]

    def forward(self, x):
        return self.drop(self.fc(x)) / self.temperature


torch.manual_seed(0)
model = Classifier()
scripted = torch.jit.script(model)  # torch 2.15 上发出 FutureWarning
print(type(scripted).__name__)
print(isinstance(scripted, torch.jit.ScriptModule), isinstance(scripted, nn.Module))
print(scripted.temperature, scripted.labels)
print(scripted.fc.weight is model.fc.weight)  # 参数是共享的，没有复制
print(scripted.code)

scripted.eval()  # train()/eval() 与普通 nn.Module 上一样有效
print(scripted.training, scripted.drop.training)
x = torch.ones(1, 4)
print(torch.equal(scripted(x), model.eval()(x)))
print(list(scripted.state_dict()))
