import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return x * 2

    @torch.jit.export
    def to_list(self, x):  # Python 里没问题，但在 TorchScript 里 tolist() 需要类型注解
        return x.tolist()


model = Model()
print(model.to_list(torch.ones(2)))  # 即时执行：没有问题
torch.jit.trace(model, torch.ones(2))  # trace 也会 script 被导出的方法
