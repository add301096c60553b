import torch

before = torch.get_num_threads()  # 默认值取决于机器，不打印

torch.set_num_threads(1)
print(torch.get_num_threads())
a = torch.ones(256, 256)
print((a @ a)[0, 0].item())  # 结果相同，现在只用一个 CPU 线程计算

torch.set_num_threads(2)
print(torch.get_num_threads())

torch.set_num_threads(before)  # 恢复原值
print(torch.get_num_threads() == before)
