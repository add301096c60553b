import torch

x = torch.tensor([[1, 2], [3, 4]])
print(x.repeat_interleave(2))                  # 不指定 dim：先展平，每个元素重复两次
print(x.repeat_interleave(2, dim=0))           # 每行重复两次，同 np.repeat(x, 2, axis=0)
print(x.repeat(2, 1))                          # 对比：repeat 是把整块平铺

# 每行重复次数不同
print(x.repeat_interleave(torch.tensor([1, 3]), dim=0))

# 由长度得到段 id：[2, 3] -> 0 0 1 1 1
lengths = torch.tensor([2, 3])
print(torch.repeat_interleave(torch.arange(len(lengths)), lengths))
print(torch.repeat_interleave(lengths))        # 单参数形式效果相同
