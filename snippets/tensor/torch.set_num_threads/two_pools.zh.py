import torch

interop_before = torch.get_num_interop_threads()  # 取决于机器，不打印

torch.set_num_threads(1)  # 只改算子内线程池
print(torch.get_num_threads())
print(torch.get_num_interop_threads() == interop_before)  # 算子间线程池不受影响
