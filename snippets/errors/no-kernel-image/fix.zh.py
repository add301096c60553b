import torch

# 这个 torch 构建时所针对的架构，例如 ['sm_75', 'sm_80', 'sm_86', 'sm_90', 'sm_120']；
# 仅 CPU 的构建则一个也没有。
built_for = torch.cuda.get_arch_list()
print("built for:", built_for)

if torch.cuda.is_available():
    major, minor = torch.cuda.get_device_capability()
    card = f"sm_{major}{minor}"
    same_major = [a for a in built_for if a.startswith(f"sm_{major}") and int(a[3:]) <= major * 10 + minor]
    print(torch.cuda.get_device_name(), card, "supported:", card in built_for or bool(same_major))
else:
    print("no CUDA device: nothing to compare")
