import torch

print(torch.device("privateuseone:0"))  # the built-in name of the spare slot

torch.utils.rename_privateuse1_backend("npu")
d = torch.device("npu:1")  # now an ordinary device string
print(d, d.type, d.index)
print(torch._C._get_privateuse1_backend_name())

torch.utils.rename_privateuse1_backend("npu")  # the same name again is accepted
print("renamed twice to the same name")
