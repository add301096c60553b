import torch

print(torch.get_deterministic_debug_mode())  # 0：关闭

torch.use_deterministic_algorithms(True, warn_only=True)
print(torch.get_deterministic_debug_mode())  # 1：只警告

torch.use_deterministic_algorithms(True)
print(torch.get_deterministic_debug_mode())  # 2：报错

# 用名字调用设置函数，改的是同一个状态。
torch.set_deterministic_debug_mode("default")
print(torch.get_deterministic_debug_mode(), torch.are_deterministic_algorithms_enabled())
print(torch.get_deterministic_debug_mode() == "default")  # 返回整数，与名字比较永远不相等
