import torch.distributed as dist

print(dist.Backend.GLOO)  # 常量是大写的属性
print(dist.Backend.gloo)  # 值的拼写不是属性名
