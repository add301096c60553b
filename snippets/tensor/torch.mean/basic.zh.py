import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0]])

print(x.mean())                      # 对全部元素：0 维
print(x.mean(dim=0))                 # 按列 -> (3,)
print(x.mean(dim=1, keepdim=True))   # 按行，保留为 (2, 1)

# 每行减去均值：keepdim 让结果能广播回去
print(x - x.mean(dim=1, keepdim=True))

counts = torch.tensor([1, 2, 3, 4])          # int64
print(counts.mean(dtype=torch.float32))      # 整数输入需要指定浮点 dtype
print(torch.tensor([True, False, True]).float().mean())  # True 所占的比例
