import torch

capability = (8, 6)  # what torch.cuda.get_device_capability() returns on an RTX 3090
print(capability in torch.cuda.get_arch_list())  # False: the list holds strings like "sm_86"
print(f"sm_{capability[0]}{capability[1]}" in torch.cuda.get_arch_list())
