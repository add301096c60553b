import torch

print(torch.device("privateuseone:0"))  # 这个预留位置的内置名字

torch.utils.rename_privateuse1_backend("npu")
d = torch.device("npu:1")  # 现在是普通的设备字符串了
print(d, d.type, d.index)
print(torch._C._get_privateuse1_backend_name())

torch.utils.rename_privateuse1_backend("npu")  # 再用同一个名字改一次是允许的
print("renamed twice to the same name")
