import torch

capability = (8, 6)  # RTX 3090 上 torch.cuda.get_device_capability() 的返回值
print(capability in torch.cuda.get_arch_list())  # False：列表里是 "sm_86" 这样的字符串
print(f"sm_{capability[0]}{capability[1]}" in torch.cuda.get_arch_list())
