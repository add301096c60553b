import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return x * 2

    @torch.jit.export  # 本意：“让编译后的模型上也有 debug_sum”
    @torch.jit.ignore  # 本意：“但不要编译它”；实际生效的是外层装饰器
    def debug_sum(self, x: torch.Tensor) -> float:
        return float(x.numpy().sum())


print(Model().debug_sum(torch.ones(3)))  # 即时执行：没有问题
torch.jit.script(Model())  # 方法体最终还是被编译了
