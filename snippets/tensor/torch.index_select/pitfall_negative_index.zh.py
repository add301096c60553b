import torch

x = torch.arange(12).reshape(3, 4)
print(x[-1])                                    # 普通索引：-1 表示最后一行

x.index_select(0, torch.tensor([-1]))           # index_select 不会把负数索引回绕
