from torch.utils import get_cpp_backtrace

for n in (1, 2, 3, 5):
    lines = get_cpp_backtrace(maximum_number_of_frames=n).splitlines()
    print(n, len(lines), [line.split(":")[0] for line in lines])
