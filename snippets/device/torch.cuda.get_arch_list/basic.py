import torch

archs = torch.cuda.get_arch_list()  # what this build of torch carries kernels for; no GPU needed
print(archs)
print(torch.cuda.get_gencode_flags().split(" -gencode ")[0])  # the first nvcc flag of the build
if torch.cuda.is_available():
    major, minor = torch.cuda.get_device_capability()
    print("native kernels for this GPU:", f"sm_{major}{minor}" in archs)
