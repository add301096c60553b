import torch
import torch.fx
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Block(nn.Module):
    def forward(self, x, double=True):
        if double:  # 普通的 Python 标志，不是张量
            return x * 2
        return x - 1


# 追踪时固定这个标志；只有选中的分支会进入图。
gm = torch.fx.symbolic_trace(Block(), concrete_args={"double": False})
print(gm.code.strip())
x = torch.ones(2, device=device)
print(gm(x, False))  # 传入与特化时相同的值

