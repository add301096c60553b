import torch

big = torch.tensor([70000.0, 1e-8])
print(big.half())        # float16：溢出为 inf，极小值直接变成 0
print(big.bfloat16())    # bfloat16：与 float32 范围相同，有效位数更少

print(torch.tensor(16777217).float().long())   # float32 无法精确表示所有大于 2**24 的整数
print(torch.tensor([-1, 256]).byte())          # 整数 -> uint8 按 256 取模回绕
