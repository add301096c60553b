import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def embed(self, x):  # 第二个入口，没有加 @torch.jit.export
        return self.fc(x).tanh()

    def forward(self, x):
        return self.fc(x)


model = Encoder()
print(model.embed(torch.ones(1, 4)).shape)  # 即时执行没有问题
scripted = torch.jit.script(model)  # script 也成功
scripted.embed(torch.ones(1, 4))
