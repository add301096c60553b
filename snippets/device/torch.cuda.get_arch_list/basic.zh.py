import torch

archs = torch.cuda.get_arch_list()  # 这个 torch 构建带有哪些架构的内核；不需要 GPU
print(archs)
print(torch.cuda.get_gencode_flags().split(" -gencode ")[0])  # 构建时的第一个 nvcc 参数
if torch.cuda.is_available():
    major, minor = torch.cuda.get_device_capability()
    print("native kernels for this GPU:", f"sm_{major}{minor}" in archs)
