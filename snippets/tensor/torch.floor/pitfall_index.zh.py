import torch

values = torch.tensor([10.0, 20.0, 30.0, 40.0])
pos = torch.tensor([0.4, 2.9])                 # 带小数的位置

print(values[pos.floor().long()])              # 整数索引
values[pos.floor()]                            # floor 仍是 float32：不能作为索引
