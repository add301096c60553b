import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def normalize(self, x):  # 会被编译：导出的方法调用了它
        return nn.functional.normalize(x, dim=-1)

    @torch.jit.export
    def embed(self, x):  # 会被编译，尽管 forward 从不调用它
        return self.normalize(self.fc(x))

    def debug_print(self, x):  # 不会被编译：没有任何编译过的代码调用它
        print(x)

    def forward(self, x):
        return self.fc(x)


scripted = torch.jit.script(Encoder())  # torch 2.15 上发出 FutureWarning
for name in ["forward", "embed", "normalize", "debug_print"]:
    print(name, hasattr(scripted, name))
print(scripted.embed(torch.ones(1, 4)).shape)
print(scripted.embed.code)
